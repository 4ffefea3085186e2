import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';

/**
 * The Persian calendar's adapter with Persian digits everywhere the calendars write numbers (years,
 * day cells, the month header and the days' spoken labels): @mui/x-date-pickers' AdapterDateFnsJalali
 * writes them with Latin digits (it localizes only the clock's numbers, through formatNumber).
 */
export class AdapterJalaliPersianDigits extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const latin = this.formatByString;
    this.formatByString = (value, formatString) => this.formatNumber(latin(value, formatString));
  }
}
