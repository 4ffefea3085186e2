import { useContentApi } from '../../shared/useContentApi';
import type { PostSummary } from '../blog/types';
import type { Fact, Project, Testimonial } from '../pages/types';
import type { ServiceSummary } from '../services/types';

export interface HomeData {
  services: ServiceSummary[];
  latestPosts: PostSummary[];
  projects: Project[];
  testimonials: Testimonial[];
  facts: Fact[];
}

/** All four home widgets read one api call (/api/content/home); the shared cache makes it one request. */
export const useHomeData = () => useContentApi<HomeData>('/api/content/home');
