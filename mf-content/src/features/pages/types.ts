export interface Fact {
  value: string;
  label: string;
}

export interface ContentPage {
  key: 'about' | 'customerExperience';
  title: string;
  summary: string;
  body: string;
  cover: string;
  facts: Fact[];
  updatedAt: string;
}

export interface Project {
  id: number;
  title: string;
  client: string;
  city: string;
  year: number;
  summary: string;
  serviceLabels: string[];
  cover: string;
}

export interface Testimonial {
  id: number;
  author: string;
  role: string;
  quote: string;
  rating: number;
  projectId: number | null;
}

export interface CustomerExperience extends ContentPage {
  projects: Project[];
  testimonials: Testimonial[];
}
