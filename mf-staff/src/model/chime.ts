import { createEffect } from 'effector';

/**
 * Browsers only play sound after the user asked for it on the page: the "allow sound" button makes the
 * audio context, and each ticket new to the kitchen or with lines added plays a short two-tone chime on it.
 */
export const unlockSoundFx = createEffect((): AudioContext | null => {
  if (typeof AudioContext === 'undefined') return null;
  const context = new AudioContext();
  void context.resume();
  return context;
});

export const chimeFx = createEffect((context: AudioContext | null) => {
  if (!context) return;
  [880, 1320].forEach((frequency, index) => {
    const start = context.currentTime + index * 0.18;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.17);
  });
});
