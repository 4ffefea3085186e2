export interface ServiceSummary {
  id: number;
  label: string;
  title: string;
  summary: string;
  cover: string;
}

export interface ServiceDetail extends ServiceSummary {
  body: string;
  faqs: { question: string; answer: string }[];
  others: ServiceSummary[];
}

export const servicePath = (s: { label: string }) => `/services/${s.label}`;
