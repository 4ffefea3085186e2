/**
 * The back-office's charts (mf-admin's dashboard only; shoppers never download it): MUI X Charts (MIT),
 * the chart library of the MUI the shop already draws with, so a chart follows the theme (colours, dark
 * mode, fonts) and the page's direction. A facade built and provided by the shell like admin-ui, for the
 * same reason: a remote importing @mui/x-charts itself would bundle a second MUI. Loaded by the
 * dashboard's own chunk when a staff member with the orders figures opens it; left out of the service
 * worker's precache (shell/webpack.config.js, REMOTE_PAGES_ONLY).
 */
export { BarChart } from '@mui/x-charts/BarChart';
export type { BarChartProps } from '@mui/x-charts/BarChart';
