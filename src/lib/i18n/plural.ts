/**
 * The forms a counted message takes; Indonesian needs only `other`, English `one` as well. A form
 * is a string with "#" for the count, or anything else (a function taking the message's other
 * parameters, when they are text that could hold a "#": names, headers).
 */
export interface PluralForms<T = string> {
  one?: T;
  other: T;
}

const rules = new Map<string, Intl.PluralRules>();

/** The form for `count` in `locale`, as it is. */
export function pluralForm<T>(locale: string, count: number, forms: PluralForms<T>): T {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count) === "one" && forms.one !== undefined ? forms.one : forms.other;
}

/** The form for `count` in `locale`, with "#" replaced by the count as given (already formatted). */
export function plural(locale: string, count: number, forms: PluralForms, shown: string = String(count)): string {
  return pluralForm(locale, count, forms).replaceAll("#", shown);
}
