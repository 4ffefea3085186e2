/**
 * The UI facade, later part: forms, dialogs, tables, tabs, steppers and other MUI components that
 * are not on most first paints. A separate shared singleton so the first visit does not download them.
 */
export {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Checkbox,
  ClickAwayListener,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputAdornment,
  Pagination,
  PaginationItem,
  Radio,
  RadioGroup,
  Slide,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
