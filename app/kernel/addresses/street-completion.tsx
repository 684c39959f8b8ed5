import { useEffect, useRef, useState } from "react";
import { BROWSER_TIMINGS } from "~/kernel/ui/browser";
import type { AddressCompletion } from "~/kernel/addresses/address-lookup";

/**
 * The street field's completion from the government lookup, with JavaScript on only:
 * the server renders a plain field; once the page runs, the field gets a `<datalist>` of the
 * app's `/adresse/completion` answers, asked 200 ms after the last key (SPEC 9's fetch delay).
 * Choosing one fills the street, postal code, locality and country. Any failure or slowness
 * (its own time-out) leaves the field as it is, silently.
 */
export function StreetCompletion({ ids }: { ids: { street: string; postalCode: string; city: string; country: string } }) {
  const [completions, setCompletions] = useState<AddressCompletion[]>([]);
  const [enabled, setEnabled] = useState(false);
  const latest = useRef<AddressCompletion[]>([]);
  const listId = `${ids.street}-completions`;
  latest.current = completions;

  useEffect(() => {
    const street = document.getElementById(ids.street) as HTMLInputElement | null;
    if (!street) return;
    setEnabled(true);
    street.setAttribute("list", listId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AbortController | undefined;
    const set = (id: string, value: string) => {
      const field = document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;
      if (field) field.value = value;
    };
    const onInput = () => {
      const chosen = latest.current.find((completion) => completion.label === street.value);
      if (chosen) {
        street.value = chosen.streetName;
        set(ids.postalCode, chosen.codePostal);
        set(ids.city, chosen.city);
        set(ids.country, "FRANCE");
        setCompletions([]);
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => {
        pending?.abort();
        const controller = new AbortController();
        pending = controller;
        const giveUp = setTimeout(() => controller.abort(), BROWSER_TIMINGS.completionTimeoutMs);
        fetch(`/adresse/completion?q=${encodeURIComponent(street.value)}`, { signal: controller.signal, headers: { accept: "application/json" } })
          .then((response) => (response.ok ? (response.json() as Promise<AddressCompletion[]>) : []))
          .then((found) => {
            if (!controller.signal.aborted) setCompletions(Array.isArray(found) ? found : []);
          })
          .catch(() => undefined)
          .finally(() => clearTimeout(giveUp));
      }, BROWSER_TIMINGS.fetchDelayMs);
    };
    street.addEventListener("input", onInput);
    return () => {
      clearTimeout(timer);
      pending?.abort();
      street.removeEventListener("input", onInput);
      street.removeAttribute("list");
    };
  }, [ids.street, ids.postalCode, ids.city, ids.country, listId]);

  if (!enabled) return null;
  return (
    <datalist id={listId}>
      {completions.map((completion) => (
        <option key={completion.label} value={completion.label} />
      ))}
    </datalist>
  );
}
