/**
 * The UI facade, first-paint part: the MUI components most pages draw at once, shared as one
 * federated singleton so that @mui/material itself is tree-shaken inside this module (sharing the
 * whole package would ship all of it, and a shared module is never tree-shaken, so everything
 * listed here is downloaded on the first visit). Forms, dialogs, tables and other components
 * that appear later live in `shared-lib/ui-more`, downloaded when a page first needs them.
 * A remote that needs another component adds it to one of the two (a shared-lib release).
 */
export {
  Alert,
  AlertTitle,
  AppBar,
  Badge,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Breadcrumbs,
  Button,
  ButtonBase,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Divider,
  Drawer,
  Grid,
  IconButton,
  InputBase,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Paper,
  Rating,
  Skeleton,
  Stack,
  SvgIcon,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
export { styled, useTheme, alpha, keyframes } from '@mui/material/styles';
export type { Theme, SxProps } from '@mui/material/styles';
