import type { UseMutationResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmMutationDialog } from './confirm-mutation-dialog';

function mutationOf<TVariables>() {
  return {
    mutate: vi.fn(),
    reset: vi.fn(),
    isPending: false,
    error: null,
  } as unknown as UseMutationResult<unknown, unknown, TVariables> & {
    mutate: ReturnType<typeof vi.fn>;
  };
}

const text = { title: 'Delete class?', description: 'It goes for good.', confirmLabel: 'Delete' };

describe('ConfirmMutationDialog', () => {
  it('sends the target’s id unless told what to send', async () => {
    const remove = mutationOf<string>();
    render(
      <ConfirmMutationDialog
        target={{ id: 'class-1', name: 'Grade 10A' }}
        onClose={vi.fn()}
        mutation={remove}
        {...text}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove.mutate).toHaveBeenCalledWith('class-1', expect.anything());
  });

  it('sends what variables makes of the target', async () => {
    const rename = mutationOf<{ name: string }>();
    render(
      <ConfirmMutationDialog
        target={{ id: 'class-1', name: 'Grade 10A' }}
        onClose={vi.fn()}
        mutation={rename}
        variables={(klass) => ({ name: klass.name })}
        {...text}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(rename.mutate).toHaveBeenCalledWith({ name: 'Grade 10A' }, expect.anything());
  });

  it('says of the target what the title and description make of it', () => {
    render(
      <ConfirmMutationDialog
        target={{ id: 'class-1', name: 'Grade 10A' }}
        onClose={vi.fn()}
        mutation={mutationOf<string>()}
        title={(klass) => `Delete ${klass.name}?`}
        description={(klass) => `${klass.name} goes for good.`}
        confirmLabel="Delete"
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete Grade 10A?' })).toBeInTheDocument();
    expect(screen.getByText('Grade 10A goes for good.')).toBeInTheDocument();
  });
});
