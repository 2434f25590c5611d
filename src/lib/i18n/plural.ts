/** The forms a counted phrase takes; Indonesian needs only `other`, English `one` as well. */
export interface PluralForms {
  one?: string;
  other: string;
}

const rules = new Map<string, Intl.PluralRules>();

/** The form for `count` in `locale`, with "#" replaced by the count as given (already formatted). */
export function plural(locale: string, count: number, forms: PluralForms, shown: string = String(count)): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const form = rule.select(count) === "one" && forms.one !== undefined ? forms.one : forms.other;
  return form.replaceAll("#", shown);
}
