import {
  combine,
  createEvent,
  createStore,
  sample,
  type Event,
  type EventCallable,
  type Store,
  type StoreWritable,
  type Unit,
} from 'effector';

/** Field → error (a translation key) of the fields that are wrong. */
export type FieldErrors<Field extends string, Error> = Partial<Record<Field, Error>>;

/** A change to one of a form's typed or chosen fields. */
export interface FieldChange<Field extends string> {
  field: Field;
  value: string;
}

/** The outcome of one checked submit: the first field to fix (the page moves focus there), or none. */
export interface SubmitOutcome<Field extends string> {
  firstInvalid: Field | null;
}

export interface FormOptions<Values, Field extends string, Error, Source> {
  /**
   * The values store's sid, a literal under the package's prefix (`checkout/form`): the sid tests and
   * the remotes' build read it. The submitted flag's is this one with `-submitted`.
   */
  sid: string;
  /**
   * The empty values; or `values`, a store the form writes but does not own (the delivery details kept
   * on the device outlive the cart's form).
   */
  initial: Values;
  values?: StoreWritable<Values>;
  /** The fields in the order a refused submit looks for the first one to fix. */
  fields: readonly Field[];
  /** What the rules read besides the values (the country, the phone rules…). */
  source: Store<Source>;
  /** The rules, a pure function: each wrong field's error. */
  validate: (values: Values, source: Source) => FieldErrors<Field, Error>;
  /**
   * `live` (default): errors show from the first submit on and follow the values as the diner corrects
   * them. `submit`: errors are those of the last check, a field's cleared when it changes.
   */
  errors?: 'live' | 'submit';
  /** How a change lands in the values; by default it sets the field. */
  change?: (values: Values, change: FieldChange<Field>) => Values;
  /**
   * When the submit is checked; by default at once. A model whose rules load later passes the submit
   * delayed until they are in (`submitsOnceRulesIn`).
   */
  checkOn?: (submitted: EventCallable<void>) => Unit<unknown>;
  /** Starts the form over (not submitted, no outcome): the page opening. */
  resetOn?: Unit<unknown>[];
  /** Also empties the values (a booking starts empty on each opening; a checkout keeps what was typed). */
  clearOn?: Unit<unknown>[];
}

export interface Form<Values, Field extends string, Error, Source> {
  $values: StoreWritable<Values>;
  /** Each field's value and shown error, for a page that reads one field. */
  fields: { [F in Field]: { $value: Store<string>; $error: Store<Error | null> } };
  fieldChanged: EventCallable<FieldChange<Field>>;
  submitted: EventCallable<void>;
  /** Touched: the diner submitted once since the form (re)started. */
  $submitted: Store<boolean>;
  /** The errors the page shows. */
  $errors: Store<FieldErrors<Field, Error>>;
  /** Each checked submit: the values, what the rules read, and the outcome. */
  checked: Event<
    { values: Values; source: Source; errors: FieldErrors<Field, Error> } & SubmitOutcome<Field>
  >;
  /** A checked submit with no error. */
  validated: Event<{ values: Values; source: Source }>;
  /** The outcome of the last checked submit, a new object each time (null before the first). */
  $lastSubmit: Store<SubmitOutcome<Field> | null>;
}

const setField = <Values, Field extends string>(values: Values, { field, value }: FieldChange<Field>) => ({
  ...values,
  [field]: value,
});

/**
 * A form as effector units: the values, one change event, a submit that marks the form touched and is
 * checked by a pure rule, the errors per field. The page wires its controls with `formControls`. A
 * form library was weighed: `effector-forms` (the only maintained one) requires effector 22.
 */
export function createForm<Values extends object, Field extends string & keyof Values, Error, Source>(
  options: FormOptions<Values, Field, Error, Source>,
): Form<Values, Field, Error, Source> {
  const { initial, fields, source, validate, resetOn = [], clearOn = [] } = options;
  const fieldChanged = createEvent<FieldChange<Field>>();
  const submitted = createEvent();

  const $values = (options.values ?? createStore(initial, { sid: options.sid }))
    .on(fieldChanged, options.change ?? setField)
    .reset(clearOn);
  // Not a literal: the sid tests read literals, and this one follows the caller's.
  const submittedSid = `${options.sid}-submitted`;
  const $submitted = createStore(false, { sid: submittedSid })
    .on(submitted, () => true)
    .reset([...resetOn, ...clearOn]);

  const checked = sample({
    clock: options.checkOn ? options.checkOn(submitted) : submitted,
    source: { values: $values, source },
    fn: ({ values, source }) => {
      const errors = validate(values, source);
      return { values, source, errors, firstInvalid: fields.find((field) => errors[field]) ?? null };
    },
  });
  const validated = checked.filter({ fn: ({ firstInvalid }) => firstInvalid === null });
  const $lastSubmit = createStore<SubmitOutcome<Field> | null>(null, { serialize: 'ignore' })
    .on(checked, (_, { firstInvalid }) => ({ firstInvalid }))
    .reset([...resetOn, ...clearOn]);

  let $errors: Store<FieldErrors<Field, Error>>;
  if (options.errors === 'submit') {
    $errors = createStore<FieldErrors<Field, Error>>({}, { serialize: 'ignore' })
      .on(checked, (_, { errors }) => errors)
      .on(fieldChanged, (errors, { field }) => ({ ...errors, [field]: undefined }))
      .reset([...resetOn, ...clearOn]);
  } else {
    $errors = combine($values, source, $submitted, (values, read, touched) =>
      touched ? validate(values, read) : {},
    );
  }

  const perField = {} as Form<Values, Field, Error, Source>['fields'];
  for (const field of fields) {
    perField[field] = {
      $value: $values.map((values) => String(values[field])),
      $error: $errors.map((errors) => errors[field] ?? null),
    };
  }

  return {
    $values,
    fields: perField,
    fieldChanged,
    submitted,
    $submitted,
    $errors,
    checked,
    validated: validated.map(({ values, source }) => ({ values, source })),
    $lastSubmit,
  };
}

/**
 * The per-field errors of a zod parse: each issue whose path names a field (at `depth`, past any
 * wrapping object) becomes that field's error, the first issue winning.
 */
export function zodFieldErrors<Field extends string, Error>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  errorOf: (key: PropertyKey, message: string) => readonly [Field, Error] | null,
  depth = 0,
): FieldErrors<Field, Error> {
  const errors: FieldErrors<Field, Error> = {};
  for (const issue of issues) {
    const key = issue.path[depth];
    if (key === undefined) continue;
    const found = errorOf(key, issue.message);
    if (found && errors[found[0]] === undefined) errors[found[0]] = found[1];
  }
  return errors;
}
