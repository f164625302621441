// Whether the reader may have posts translated into the page's language (state.i18n.machineTranslation: a member,
// and the locale has a machine translation service). Absent in stories and tests: no Translate button.
import { createContext, useContext } from "react";

const MachineTranslationContext = createContext(false);

export const MachineTranslationProvider = MachineTranslationContext.Provider;

export function useMachineTranslation(): boolean {
  return useContext(MachineTranslationContext);
}
