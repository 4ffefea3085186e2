import { render, screen } from '@testing-library/react';
import { DataProvider, createDataStore, hydrateResources, useFormResult } from './data';

function Outcome() {
  const r = useFormResult<{ form: string; ok: boolean }>('cart');
  return <p>{r ? (r.ok ? 'added' : 'refused') : 'nothing'}</p>;
}

describe('useFormResult: a form posted before the scripts ran', () => {
  it('the server’s render shows the outcome it was given', () => {
    const store = createDataStore();
    store.set('form:cart', { data: { form: 'cart', ok: true }, at: Date.now() });
    render(
      <DataProvider store={store} status={{ code: 200 }}>
        <Outcome />
      </DataProvider>,
    );
    expect(screen.getByText('added')).toBeInTheDocument();
  });

  it('the browser shows what the server drew once, then it is spent', () => {
    hydrateResources({ 'form:cart': { data: { form: 'cart', ok: false } } });
    const first = render(<Outcome />);
    expect(screen.getByText('refused')).toBeInTheDocument();
    first.unmount();
    render(<Outcome />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });

  it('shows nothing when no form was posted', () => {
    render(<Outcome />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });
});
