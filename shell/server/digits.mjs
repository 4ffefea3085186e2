// Persian (۰-۹) and Arabic-Indic (٠-٩) digits as Latin ones, as the api reads numbers: a shopper's phone
// types them in a form posted without scripts (forms.mjs, forms-login.mjs). Hand-written: contracts'
// toLatinDigits is TypeScript that this plain node server cannot import.
export const toLatin = (s) => s.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
