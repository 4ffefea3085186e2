/**
 * The UI facade, later part: forms, dialogs, menus, drawers, tables, tabs, steppers and other MUI
 * components that are not on most first paints. A separate shared singleton so the first visit
 * does not download them. A menu or drawer that opens from an always-visible button (the header's)
 * imports this module when it is first opened (React.lazy), not with the button.
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
  Drawer,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputAdornment,
  Menu,
  MenuItem,
  Pagination,
  PaginationItem,
  Radio,
  RadioGroup,
  Slide,
  Switch,
  TextField,
  Tooltip,
} from '@mui/material';
