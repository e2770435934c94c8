/** Sound synthesised with WebAudio, off until the player or the host turns it on. */
export class Sound {
  muted = true;
  private audio: AudioContext | null = null;

  tone(freq: number, dur: number, type: OscillatorType, delay: number, vol: number): void {
    if (this.muted) return;
    try {
      if (!this.audio) this.audio = new AudioContext();
      if (this.audio.state === 'suspended') void this.audio.resume();
      const o = this.audio.createOscillator();
      const g = this.audio.createGain();
      const start = this.audio.currentTime + delay;
      o.type = type;
      o.frequency.setValueAtTime(freq, start);
      g.gain.setValueAtTime(vol, start);
      g.gain.exponentialRampToValueAtTime(0.0001, start + dur);
      o.connect(g).connect(this.audio.destination);
      o.start(start);
      o.stop(start + dur + 0.02);
    } catch {
      /* no audio device: play silently */
    }
  }

  jingle(big: boolean): void {
    const notes = big ? [523, 659, 784, 1047, 784, 1047, 1319] : [659, 784, 988];
    notes.forEach((f, i) => this.tone(f, 0.16, 'triangle', i * 0.11, 0.08));
  }
}
