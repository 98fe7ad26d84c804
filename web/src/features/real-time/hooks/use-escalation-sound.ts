import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage.ts';

/** Whether the boards' escalation sound is muted, remembered per browser (a wall PC keeps its choice). */
const MUTED_KEY = 'facility.realtime.muted';

let audio: AudioContext | null = null;

/**
 * Two short beeps made with the Web Audio API (no audio file to load). Browsers refuse to
 * play before the user has interacted with the page: then nothing plays, silently.
 */
function beep(): void {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (activation && !activation.hasBeenActive) return;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    for (const offset of [0, 0.25]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      // A short envelope: no click at the start or the end.
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.2);
    }
  } catch {
    // No Web Audio (or refused): the visual cue remains.
  }
}

/** The mute toggle, shared by every board on the page. */
export function useSoundMuted(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(() => readStored('local', MUTED_KEY, false));
  const set = useCallback((value: boolean) => {
    setMuted(value);
    writeStored('local', MUTED_KEY, value);
  }, []);
  return [muted, set];
}

/** Beeps each time `count` (escalations seen since the board opened) grows, unless muted. */
export function useEscalationSound(count: number, muted: boolean): void {
  const seen = useRef(count);
  useEffect(() => {
    if (count > seen.current && !muted) beep();
    seen.current = count;
  }, [count, muted]);
}
