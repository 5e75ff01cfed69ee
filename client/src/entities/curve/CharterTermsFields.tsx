import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import {
  type CharterTerms,
  charterTermsSchema,
  DEFAULT_CHARTER_TERMS,
  LOAD_CONDITIONS,
  type LoadCondition,
} from "../../../../domain/charterParty/terms";
import { readNumberInput } from "../../../../domain/shared/numberInput";
import { FormField } from "../../shared/ui/FormField";
import { FormRow } from "../../shared/ui/formStyles";

/** The charter terms as typed. */
export type CharterTermsDraft = Record<keyof CharterTerms, string>;

export const draftOfTerms = (terms: CharterTerms | null): CharterTermsDraft => {
  const t = terms ?? DEFAULT_CHARTER_TERMS;
  return {
    maxBeaufort: String(t.maxBeaufort),
    fuelAllowancePct: String(t.fuelAllowancePct),
    speedAllowanceKn: String(t.speedAllowanceKn),
  };
};

/** The typed terms, or the first message that refuses them (the server checks them again). */
export function termsOfDraft(draft: CharterTermsDraft): { terms: CharterTerms } | { error: string } {
  const read = (text: string) => {
    const reading = readNumberInput(text.trim(), { threeDecimals: true });
    return reading?.ok ? reading.value : Number.NaN;
  };
  const parsed = charterTermsSchema.safeParse({
    maxBeaufort: read(draft.maxBeaufort),
    fuelAllowancePct: read(draft.fuelAllowancePct),
    speedAllowanceKn: read(draft.speedAllowanceKn),
  });
  return parsed.success ? { terms: parsed.data } : { error: parsed.error.issues[0]!.message };
}

const CONDITIONS = [
  { label: "Any draft", value: null },
  ...LOAD_CONDITIONS.map((c) => ({ label: c, value: c })),
];

/**
 * The charter-party side of a curve: the loading condition it holds for (the charter party page picks
 * the laden or ballast curve by the leg's draft) and the charter's good-weather limit and allowances.
 */
export function CharterTermsFields({
  condition,
  onCondition,
  draft,
  onDraft,
}: {
  condition: LoadCondition | null;
  onCondition: (condition: LoadCondition | null) => void;
  draft: CharterTermsDraft;
  onDraft: (draft: CharterTermsDraft) => void;
}) {
  const field = (key: keyof CharterTerms, label: string) => (
    <FormField label={label} htmlFor={`curve-terms-${key}`}>
      <InputText
        id={`curve-terms-${key}`}
        value={draft[key]}
        maxLength={10}
        inputMode="decimal"
        onChange={(e) => onDraft({ ...draft, [key]: e.target.value })}
        data-testid={`curve-terms-${key}`}
        css={{ width: 110 }}
      />
    </FormField>
  );
  return (
    <FormRow>
      <FormField label="Loading condition" htmlFor="curve-condition">
        <Dropdown
          inputId="curve-condition"
          value={condition}
          options={CONDITIONS}
          onChange={(e) => onCondition(e.value as LoadCondition | null)}
          data-testid="curve-condition"
        />
      </FormField>
      {field("maxBeaufort", "Good weather up to Beaufort")}
      {field("fuelAllowancePct", "About fuel (%)")}
      {field("speedAllowanceKn", "About speed (kn)")}
    </FormRow>
  );
}
