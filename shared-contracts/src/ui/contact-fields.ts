import { createElement, Fragment, type ReactNode } from 'react';
import { DOCUMENT_TYPES, type DocumentType } from '../schemas/booking.ts';
import { Field } from './field.ts';
import type { ControlProps } from './form-control.ts';

export interface DocumentTypeSelectProps extends ControlProps {
  describedBy: string | undefined;
  /** The empty first choice ('Choose', 'None'). */
  placeholder: string;
  labelOf: (type: DocumentType) => string;
}

/**
 * The identity document's type, one choice per `DOCUMENT_TYPES`. Written with `createElement` like
 * `Field` (the shell's server build has no React in scope for shared JSX).
 */
export function DocumentTypeSelect({
  describedBy,
  placeholder,
  labelOf,
  ...control
}: DocumentTypeSelectProps) {
  return createElement(
    'select',
    { 'aria-describedby': describedBy, ...control },
    createElement('option', { value: '' }, placeholder),
    ...DOCUMENT_TYPES.map((type) => createElement('option', { key: type, value: type }, labelOf(type))),
  );
}

/** The parts of a diner's contact: name, phone, email and identity document. */
export type ContactPart = 'name' | 'phone' | 'email' | 'documentType' | 'document';

export interface ContactPartProps {
  label: string;
  error: string | undefined;
  control: ControlProps;
}

export interface ContactFieldsProps {
  /** The CSS block of the package's form fields (`co-field`, `bk-field`, `mesa-field`). */
  block: string;
  parts: Readonly<Record<ContactPart, ContactPartProps>>;
  documentTypes: { placeholder: string; labelOf: (type: DocumentType) => string };
  /** The phone's autocomplete token: `tel`, or `tel-national` beside a choice of country code. */
  phoneAutoComplete?: string;
  /** The country's calling code shown before the phone, in `<block>__code` with this id, inside `block`. */
  dialCode?: { code: string | null; id: string; block: string };
  /** The phone field in a row of this class, after what comes before it (a choice of country code). */
  phoneRow?: { className: string; before: ReactNode };
  /** The email before the phone (the account's order). */
  emailFirst?: boolean;
  /** What comes between the phone and email and the document. */
  beforeDocument?: ReactNode;
  /** The document's type and number side by side, in a row of this class. */
  documentRow?: string;
}

/** The contact fields of a form (checkout, booking, account), each labelled with its error wired. */
export function ContactFields(props: ContactFieldsProps) {
  const { block, parts, documentTypes, dialCode, phoneRow, emailFirst, beforeDocument, documentRow } = props;
  const field = (part: ContactPart, control: (describedBy: string | undefined) => ReactNode) =>
    createElement(Field, {
      id: parts[part].control.id,
      label: parts[part].label,
      error: parts[part].error,
      block,
      children: control,
    });
  const input = (part: ContactPart, attributes: Record<string, string>) =>
    field(part, (describedBy) =>
      createElement('input', { ...attributes, 'aria-describedby': describedBy, ...parts[part].control }),
    );

  const name = input('name', { type: 'text', autoComplete: 'name' });
  const phoneAttributes = {
    type: 'tel',
    autoComplete: props.phoneAutoComplete ?? 'tel',
    inputMode: 'tel',
  };
  const code = dialCode?.code;
  let phone: ReactNode = dialCode
    ? field('phone', (describedBy) =>
        createElement(
          'span',
          { className: dialCode.block },
          code
            ? createElement('span', { className: `${dialCode.block}__code`, id: dialCode.id }, code)
            : null,
          createElement('input', {
            ...phoneAttributes,
            'aria-describedby': [code ? dialCode.id : '', describedBy ?? ''].join(' ').trim() || undefined,
            ...parts.phone.control,
          }),
        ),
      )
    : input('phone', phoneAttributes);
  if (phoneRow) phone = createElement('div', { className: phoneRow.className }, phoneRow.before, phone);
  const email = input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' });
  const documentType = field('documentType', (describedBy) =>
    createElement(DocumentTypeSelect, { describedBy, ...documentTypes, ...parts.documentType.control }),
  );
  const document = input('document', { type: 'text', autoComplete: 'off' });
  const documentFields = documentRow
    ? [createElement('div', { className: documentRow }, documentType, document)]
    : [documentType, document];
  return createElement(
    Fragment,
    null,
    name,
    ...(emailFirst ? [email, phone] : [phone, email]),
    beforeDocument ?? null,
    ...documentFields,
  );
}
