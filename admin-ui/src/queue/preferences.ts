// The communications center's layout and sound, kept in the browser (programs spec §2, §9).
import { useCallback, useState } from 'react';

export type CommsLayout = 'expanded' | 'collapsed';

export const COMMS_LAYOUT_KEY = 'porchlight.comms.layout';
export const COMMS_SOUND_KEY = 'porchlight.comms.sound';

/** Defaults: Expanded, sound off. */
export const readLayout = (): CommsLayout =>
  localStorage.getItem(COMMS_LAYOUT_KEY) === 'collapsed' ? 'collapsed' : 'expanded';
export const readSound = (): boolean => localStorage.getItem(COMMS_SOUND_KEY) === 'on';

export function useCommsPreferences() {
  const [layout, setLayoutState] = useState<CommsLayout>(readLayout);
  const [sound, setSoundState] = useState<boolean>(readSound);
  const setLayout = useCallback((next: CommsLayout) => {
    localStorage.setItem(COMMS_LAYOUT_KEY, next);
    setLayoutState(next);
  }, []);
  const setSound = useCallback((next: boolean) => {
    localStorage.setItem(COMMS_SOUND_KEY, next ? 'on' : 'off');
    setSoundState(next);
  }, []);
  return { layout, setLayout, sound, setSound };
}

/** A short two-tone chime for a newly arrived message (Web Audio: no file to load). */
export function playNotificationSound() {
  const context = new AudioContext();
  const gain = context.createGain();
  gain.gain.value = 0.08;
  gain.connect(context.destination);
  [880, 660].forEach((frequency, i) => {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + i * 0.15);
    tone.stop(context.currentTime + i * 0.15 + 0.12);
  });
  setTimeout(() => void context.close(), 600);
}
