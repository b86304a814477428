import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export type PanelKind = 'messages' | 'validations';
export interface OpenPanel {
  kind: PanelKind;
  applicationId: number;
}

interface PanelState {
  open: OpenPanel | null;
  toggle: (kind: PanelKind, applicationId: number) => void;
  close: () => void;
}

const PanelContext = createContext<PanelState | null>(null);

/** Which row's panel is open (one at a time): the row's button shows in the primary colour meanwhile. */
export function PanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenPanel | null>(null);
  const value = useMemo<PanelState>(
    () => ({
      open,
      toggle: (kind, applicationId) =>
        setOpen((current) =>
          current?.kind === kind && current.applicationId === applicationId ? null : { kind, applicationId },
        ),
      close: () => setOpen(null),
    }),
    [open],
  );
  return <PanelContext.Provider value={value}>{children}</PanelContext.Provider>;
}

export function usePanel(): PanelState {
  const state = useContext(PanelContext);
  if (!state) throw new Error('usePanel outside PanelProvider');
  return state;
}
