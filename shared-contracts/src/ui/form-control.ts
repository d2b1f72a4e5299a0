/** What a form's control takes from its model: its id, value, change and validity. */
export interface ControlProps {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  'aria-invalid': boolean | undefined;
  required?: true;
}

export interface FormControlsOptions<Field extends string> {
  /** The page's id prefix (`pc-`, `bk-`, `account-`): a control's id is the prefix and the field. */
  idPrefix: string;
  values: Readonly<Record<Field, string>>;
  errors: Readonly<Partial<Record<Field, unknown>>>;
  /** The model's `fieldChanged`. */
  onChange: (change: { field: Field; value: string }) => void;
  /**
   * Every field must be filled: each control is `required` and always says whether it is valid. An
   * optional form's control says so only when it is not.
   */
  required: boolean;
}

/** The props of each of a form's controls, wired to its model (`fieldChanged`, `$errors`). */
export function formControls<Field extends string>({
  idPrefix,
  values,
  errors,
  onChange,
  required,
}: FormControlsOptions<Field>): (field: Field) => ControlProps {
  return (field) => {
    const invalid = Boolean(errors[field]);
    return {
      id: `${idPrefix}${field}`,
      ...(required ? { required: true as const } : {}),
      value: values[field],
      onChange: (event) => onChange({ field, value: event.target.value }),
      'aria-invalid': required ? invalid : invalid || undefined,
    };
  };
}
