import type { Answer, Body } from 'contracts/common';
import type { getContactInfo, listContactGroups, postContactForm } from 'contracts/content';
import { api } from 'shared-lib/api';
import { apiRead } from './request';

export const contactGroups = (lang: string) => apiRead<Answer<typeof listContactGroups>>('/api/contact/groups', { lang });

export const contactInfo = (lang: string) => apiRead<Answer<typeof getContactInfo>>('/api/contact/info', { lang });

/** Sends the contact form (the api checks it again and answers the stored id). */
export const sendContactForm = (body: Body<typeof postContactForm>) => api<Answer<typeof postContactForm>>('/api/form/postForm', { method: 'POST', body });
