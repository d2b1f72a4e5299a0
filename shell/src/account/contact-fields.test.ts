import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactFields, formControls, type ContactFieldsProps, type ContactPart } from 'shared-contracts';
import { describe, expect, it } from 'vitest';

// The shared contact fields (shared-contracts/src/ui/contact-fields.ts), rendered here: shared-contracts
// has no react-dom to render with, and this page is one of the forms that use them.

type Field = 'name' | 'phone' | 'email' | 'docType' | 'docNumber';
const PART_OF: Record<ContactPart, Field> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  documentType: 'docType',
  document: 'docNumber',
};

function render(errors: Partial<Record<Field, string>>, extra: Partial<ContactFieldsProps> = {}) {
  const values = { name: 'Ana', phone: '3001234567', email: 'ana@example.com', docType: '', docNumber: '' };
  const control = formControls({ idPrefix: 'pc-', values, errors, onChange: () => {}, required: true });
  const parts = Object.fromEntries(
    Object.entries(PART_OF).map(([part, field]) => [
      part,
      { label: `label ${field}`, error: errors[field], control: control(field) },
    ]),
  ) as ContactFieldsProps['parts'];
  return renderToStaticMarkup(
    createElement(ContactFields, {
      block: 'co-field',
      parts,
      documentTypes: { placeholder: 'Choose', labelOf: (type) => `type ${type}` },
      ...extra,
    }),
  );
}

describe('ContactFields', () => {
  it('labels each control, in the order name, phone, email, document type and number', () => {
    const html = render({});
    const ids = [...html.matchAll(/<label class="co-field__label" for="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(['pc-name', 'pc-phone', 'pc-email', 'pc-docType', 'pc-docNumber']);
    expect(html).toMatch(
      /<option value=""[^>]*>Choose<\/option><option value="national_id">type national_id</,
    );
    expect(html).toMatch(/<input type="tel"[^>]*id="pc-phone" required=""[^>]*value="3001234567"/);
    expect(html).toContain('aria-invalid="false"');
  });

  it('ties an error to its control and marks it invalid', () => {
    const html = render({ email: 'Bad email' });
    expect(html).toContain('<div class="co-field co-field--invalid">');
    expect(html).toMatch(/aria-describedby="pc-email-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('<p class="co-field__error" id="pc-email-error">Bad email</p>');
  });

  it('shows the calling code before the phone and names it with the phone', () => {
    const html = render(
      { phone: 'Bad phone' },
      { dialCode: { code: '+57', id: 'pc-phone-code', block: 'co-phone' } },
    );
    expect(html).toContain(
      '<span class="co-phone"><span class="co-phone__code" id="pc-phone-code">+57</span>',
    );
    expect(html).toContain('aria-describedby="pc-phone-code pc-phone-error"');
  });

  it('puts the email first and the document in a row when asked', () => {
    const html = render({}, { emailFirst: true, documentRow: 'bk-row' });
    const ids = [...html.matchAll(/for="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.slice(0, 3)).toEqual(['pc-name', 'pc-email', 'pc-phone']);
    expect(html).toMatch(
      /<div class="bk-row"><div class="co-field"><label class="co-field__label" for="pc-docType">/,
    );
  });
});

describe('formControls', () => {
  it('marks an optional control invalid only when it is', () => {
    const control = formControls({
      idPrefix: 'account-',
      values: { dni: '' },
      errors: {},
      onChange: () => {},
      required: false,
    });
    expect(control('dni')).toMatchObject({ id: 'account-dni', 'aria-invalid': undefined });
    expect(control('dni')).not.toHaveProperty('required');
  });
});
