import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { SearchCard } from './list-parts';

function SearchBar(props: { onSearch: (values: object) => void; initialValues: object }) {
  const [form] = Form.useForm();
  return (
    <SearchCard formProps={{ form, onFinish: props.onSearch }} initialValues={props.initialValues}>
      <Form.Item name="account">
        <Input aria-label="account" />
      </Form.Item>
      <Form.Item name="currency">
        <Input aria-label="currency" />
      </Form.Item>
    </SearchCard>
  );
}

describe('a list’s search bar', () => {
  it('searches with what was typed', async () => {
    const onSearch = vi.fn();
    render(<SearchBar onSearch={onSearch} initialValues={{}} />);
    fireEvent.change(screen.getByLabelText('account'), { target: { value: 'lotus' } });
    fireEvent.click(screen.getByRole('button', { name: /common.search/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ account: 'lotus', currency: undefined }));
  });

  it('clears every box on reset, even the filters the page opened with, and searches again', async () => {
    const onSearch = vi.fn();
    // A list's initial values are the address's filters: a reset back to them would keep the search.
    render(<SearchBar onSearch={onSearch} initialValues={{ account: 'lotus', currency: 'THB' }} />);
    fireEvent.click(screen.getByRole('button', { name: /common.reset/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ account: undefined, currency: undefined }));
    expect(screen.getByLabelText('account')).toHaveProperty('value', '');
  });
});
