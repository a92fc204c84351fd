import { describe, expect, it } from 'vitest';
import { AdminApiError } from '../../../api/admin-client';
import { fieldProblems, problemText } from './field-problems';

describe('fieldProblems', () => {
  it('names the form field of each 400 field error, by its catalog key', () => {
    const error = new AdminApiError({
      code: 400,
      status: 400,
      message: 'x',
      data: {
        errors: [
          { field: 'hosts.1', key: 'invalid_input', message: 'sites.host.invalid' },
          { field: 'time_zone', key: 'invalid_input', message: 'time_zone: an IANA time zone' },
        ],
      },
    });
    expect(fieldProblems(error)).toEqual([
      { field: 'hosts', message: 'sites.host.invalid' },
      { field: 'time_zone', message: 'time_zone: an IANA time zone' },
    ]);
  });

  it('reads the field from a refusal that starts with it, and nothing from other errors', () => {
    const taken = new AdminApiError({
      code: 409,
      status: 409,
      message: 'hosts: a.test already serves site 2',
    });
    expect(fieldProblems(taken)).toEqual([{ field: 'hosts', message: 'a.test already serves site 2' }]);
    expect(fieldProblems(new AdminApiError({ code: 500, status: 500, message: 'Internal' }))).toEqual([]);
    expect(fieldProblems(new Error('hosts: x'))).toEqual([]);
  });
});

describe('problemText', () => {
  it('translates the area keys and leaves the server’s words as they are', () => {
    const t = (key: string) => `<${key}>`;
    expect(problemText('sites.host.invalid', t)).toBe('<sites.errors.host_invalid>');
    expect(problemText('a.test already serves site 2', t)).toBe('a.test already serves site 2');
  });
});
