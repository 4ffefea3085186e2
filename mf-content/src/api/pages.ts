import type { Answer } from 'contracts/common';
import type { getAboutPage, getCustomerExperiencePage, getHomeWidgets } from 'contracts/content';
import { apiRead } from './request';

export const aboutPage = (lang: string) => apiRead<Answer<typeof getAboutPage>>('/api/pages/about', { lang });

export const customerExperiencePage = (lang: string) => apiRead<Answer<typeof getCustomerExperiencePage>>('/api/pages/customerExperience', { lang });

/** Everything the four home widgets show: one request, shared through the resource cache. */
export const homeWidgets = (lang: string) => apiRead<Answer<typeof getHomeWidgets>>('/api/content/home', { lang });
