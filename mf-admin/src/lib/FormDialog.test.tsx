import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { FORM_ERROR, type SubmissionErrors } from 'shared-lib/forms';
import { deferred } from 'shared-lib/test-utils';
import { renderAdmin } from '../test/render';
import { FormDialog } from './FormDialog';

type Values = { name?: string };

function Harness({ onSubmit, onClose = jest.fn() }: { onSubmit: (v: Values) => Promise<SubmissionErrors | undefined>; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open again
      </button>
      <FormDialog<Values>
        title="Rename"
        initialValues={{}}
        validate={(v) => (v.name ? {} : { name: 'Type a name.' })}
        onSubmit={onSubmit}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        open={open}
        cancelLabel="Cancel"
        submitLabel="Save"
      >
        <FormTextField name="name" label="Name" fullWidth autoFocus />
      </FormDialog>
    </>
  );
}

test('named by its title; a refusal is shown with what was typed kept; Cancel and Escape are refused while sending', async () => {
  const user = userEvent.setup();
  const answer = deferred<SubmissionErrors | undefined>();
  const onSubmit = jest.fn(() => answer.promise);
  const onClose = jest.fn();
  renderAdmin(<Harness onSubmit={onSubmit} onClose={onClose} />, { path: '/en/admin' });
  const dialog = screen.getByRole('dialog', { name: 'Rename' });

  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('Type a name.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(within(dialog).getByLabelText('Name'), 'Pars{Enter}');
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Pars' }, expect.anything(), expect.anything());
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();

  answer.resolve({ [FORM_ERROR]: 'Refused.' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Refused.');
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Pars');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
});

test('closed and opened again: a new form', async () => {
  const user = userEvent.setup();
  renderAdmin(<Harness onSubmit={async () => ({ [FORM_ERROR]: 'Refused.' })} />, { path: '/en/admin' });
  const dialog = screen.getByRole('dialog', { name: 'Rename' });
  await user.type(within(dialog).getByLabelText('Name'), 'Pars');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Refused.');

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Open again' }));
  const again = screen.getByRole('dialog', { name: 'Rename' });
  expect(within(again).getByLabelText('Name')).toHaveValue('');
  expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
});
