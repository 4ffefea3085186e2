import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Alert, Box, Chip, List, ListItemButton, ListItemText, Rating, Table, TableBody, TableCell, TableRow, Typography, loadLateUi, resetLateUiForTests } from './ui';

// records when shared-lib/ui-late (lists, tables, alerts, spinners) is loaded
const mockLateLoads = jest.fn();
jest.mock('shared-lib/ui-late', () => {
  mockLateLoads();
  return jest.requireActual('shared-lib/ui-late');
});

function Specs() {
  return (
    <section>
      <Typography component="h2">Specifications</Typography>
      <Table size="small">
        <TableBody>
          {[
            ['Weight', '1 kg'],
            ['Agent', 'powder'],
          ].map(([k, v]) => (
            <TableRow key={k}>
              <TableCell component="th" scope="row">
                {k}
              </TableCell>
              <TableCell>{v}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Alert severity="info">Not translated yet</Alert>
      <Rating value={4} readOnly aria-label="Rated 4 of 5" />
      <Chip label="In stock" />
    </section>
  );
}

describe('lists, tables, alerts, the star rating and the chip (shared-lib/ui stand-ins drawn late)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('a page that draws none of them does not download them', () => {
    resetLateUiForTests();
    mockLateLoads.mockClear();
    render(
      <Box>
        <Typography>Only text</Typography>
      </Box>,
    );
    expect(screen.getByText('Only text')).toBeInTheDocument();
    expect(mockLateLoads).not.toHaveBeenCalled();
  });

  it('drawn in the browser before their code came: they appear once it has, then are drawn at once', async () => {
    resetLateUiForTests();
    render(
      <List aria-label="suggestions">
        <ListItemButton>
          <ListItemText primary="Fire extinguisher" />
        </ListItemButton>
      </List>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await expect(screen.findByRole('list', { name: 'suggestions' })).resolves.toHaveTextContent('Fire extinguisher');
    // loaded: the next one is there in the same render
    render(<Alert severity="error">Could not add</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not add');
    // each part is its own download: the chip comes on its own
    render(<Chip label="Powder" />);
    expect(screen.queryByText('Powder')).not.toBeInTheDocument();
    await expect(screen.findByText('Powder')).resolves.toBeInTheDocument();
  });

  it('server-rendered, and hydrated before their code came: the server’s markup stays, without a mismatch, and comes alive', async () => {
    await loadLateUi(); // the server has them from its start
    const html = renderToString(<Specs />);
    expect(html).toMatch(/<table[^>]*>[\s\S]*<th[^>]*scope="row"[^>]*>Weight<\/th>/);
    expect(html).toContain('Not translated yet');
    expect(html).toContain('In stock');

    resetLateUiForTests(); // the browser has not downloaded them yet
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const cell = container.querySelector('th');
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Specs />, { onRecoverableError: (e) => errors.push(e) });
    });
    await act(async () => void (await new Promise((r) => setTimeout(r, 20))));
    expect(errors).toEqual([]);
    expect(container.querySelector('th')).toBe(cell);
    expect(Object.keys(cell!).some((k) => k.startsWith('__reactFiber'))).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Not translated yet');
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });
});
