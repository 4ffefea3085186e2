/** The form's own values; the request adds fileId, title and sendDate (spec §3). */
export interface ContactFormValues {
  fullName: string;
  mobile: string;
  email: string;
  body: string;
  contactUsGroupId: number;
  /** The preferred visit date as the date picker stores it (YYYY-MM-DD), '' for none. */
  visitDate: string;
}

/** Spec §3 and §9: group 1 (free consultation and project visit) unless the visitor picks another (as the api's default). */
export const DEFAULT_CONTACT_GROUP = 1;
