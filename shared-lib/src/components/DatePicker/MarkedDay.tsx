/** The day cells of range and multiple modes: the chosen days marked, and the days between a range's two. */
import { createContext, useContext } from 'react';
import type { Theme } from '@mui/material/styles';
import { alpha } from 'shared-lib/ui';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';

/** The chosen days of range and multiple modes, for the day cells. */
export interface Marks {
  selected(day: Date): boolean;
  between(day: Date): boolean;
}
export const MarksContext = createContext<Marks>({ selected: () => false, between: () => false });

export function MarkedDay(props: PickerDayProps) {
  const marks = useContext(MarksContext);
  const day = props.day as Date;
  const selected = !props.outsideCurrentMonth && marks.selected(day);
  const between = !props.outsideCurrentMonth && !selected && marks.between(day);
  return (
    <PickerDay
      {...props}
      selected={selected}
      isVisuallySelected={selected}
      aria-selected={selected}
      sx={between ? { bgcolor: (t: Theme) => alpha(t.palette.primary.main, 0.18), borderRadius: 0 } : undefined}
    />
  );
}
