import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name') });

describe('useZodForm', () => {
  it('starts from the default values and checks them with the schema', async () => {
    const { result } = renderHook(() => useZodForm(schema, { name: '' }));
    expect(result.current.getValues()).toEqual({ name: '' });

    let valid: boolean | undefined;
    await act(async () => {
      valid = await result.current.trigger();
    });
    expect(valid).toBe(false);
    expect(result.current.getFieldState('name').error?.message).toBe('Enter a name');
  });

  it('hands the submit handler the parsed values', async () => {
    const { result } = renderHook(() => useZodForm(schema, { name: '  Ada ' }));
    let sent: unknown;
    await act(async () => {
      await result.current.handleSubmit((values) => {
        sent = values;
      })();
    });
    expect(sent).toEqual({ name: 'Ada' });
  });
});
