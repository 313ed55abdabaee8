/**
 * The leak scanner: every byte a face wrote is captured with its face and stream, and scanned for
 * every form of every known secret, plus shapes of credentials nobody registered (a 64-character
 * portal token, a JWT, a `whsec_` secret, a `Bearer` value). Scanning waits until the end of a
 * face's runs because the tokens the portal issued are only known then.
 *
 * A finding names the face, the stream and what was found, with an excerpt in which every known
 * secret form is replaced by its label: a failure report never prints a secret.
 */
import { formsOf } from './credentials.ts';

export interface Needle {
  /** e.g. `password (url-encoded)`. */
  readonly label: string;
  readonly value: string;
}

interface Shape {
  readonly label: string;
  readonly pattern: RegExp;
}

export interface Finding {
  readonly face: string;
  readonly stream: string;
  readonly label: string;
  /** The text around the first hit, with every known secret form masked by its label. */
  readonly excerpt: string;
}

/** Credential shapes that must not appear even when the value is unknown to the suite. */
const SHAPES: readonly Shape[] = [
  { label: 'shape: 64-character portal token', pattern: /(?<![A-Za-z0-9])[A-Za-z0-9]{64}(?![A-Za-z0-9])/ },
  { label: 'shape: JWT', pattern: /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/ },
  { label: 'shape: whsec_ secret', pattern: /whsec_[A-Za-z0-9+/]{16,}/ },
  { label: 'shape: Bearer value', pattern: /Bearer\s+(?!\*\*\*)[A-Za-z0-9._~+/-]{16,}/ },
];

const EXCERPT_RADIUS = 60;

export class LeakScanner {
  readonly #needles: Needle[] = [];
  readonly #pending: Array<{ face: string; stream: string; text: string }> = [];
  readonly #bytes = new Map<string, number>();
  readonly #runs = new Map<string, number>();
  readonly findings: Finding[] = [];

  /** Looks for `secret` in all its forms from now on. */
  addSecret(name: string, secret: string): void {
    for (const { form, value } of formsOf(secret)) {
      if (!this.#needles.some((n) => n.value === value)) this.#needles.push({ label: `${name} (${form})`, value });
    }
    // Longest first, so a masked excerpt never leaves the tail of a longer form behind.
    this.#needles.sort((a, b) => b.value.length - a.value.length);
  }

  get needleCount(): number {
    return this.#needles.length;
  }

  /** Counts one run of a face (a process, an HTTP exchange, an engine call). */
  run(face: string): void {
    this.#runs.set(face, (this.#runs.get(face) ?? 0) + 1);
  }

  /** Keeps a face's output for the next `scan()`; binary-safe callers pass text decoded as UTF-8. */
  capture(face: string, stream: string, text: string): void {
    this.#pending.push({ face, stream, text });
  }

  /** Scans everything captured since the last call and returns (and keeps) the findings. */
  scan(): Finding[] {
    const found: Finding[] = [];
    for (const { face, stream, text } of this.#pending.splice(0)) {
      this.#bytes.set(face, (this.#bytes.get(face) ?? 0) + Buffer.byteLength(text));
      found.push(...this.scanText(face, stream, text));
    }
    this.findings.push(...found);
    return found;
  }

  /** Every distinct thing found in one text, without recording it (the positive control uses it). */
  scanText(face: string, stream: string, text: string): Finding[] {
    const found: Finding[] = [];
    let masked: string | undefined;
    const excerpt = (label: string): string => this.#excerpt((masked ??= this.#mask(text)), label);
    for (const needle of this.#needles) if (text.includes(needle.value)) found.push({ face, stream, label: needle.label, excerpt: excerpt(needle.label) });
    for (const shape of SHAPES) if (shape.pattern.test(text)) found.push({ face, stream, label: shape.label, excerpt: excerpt(shape.label) });
    return found;
  }

  /**
   * Cuts around the first placeholder of `label` in text where every known form and every shape
   * is already masked: no secret, not even part of one, survives at the edges.
   */
  #excerpt(masked: string, label: string): string {
    const own = masked.indexOf(`«${label}»`);
    // A shorter form inside a longer one (a marker inside the raw secret) was masked by the longer.
    const at = own >= 0 ? own : Math.max(0, masked.indexOf('«'));
    return `…${masked.slice(Math.max(0, at - EXCERPT_RADIUS), at + label.length + 2 + EXCERPT_RADIUS)}…`.replace(/\s+/g, ' ');
  }

  #mask(text: string): string {
    let out = text;
    for (const n of this.#needles) out = out.split(n.value).join(`«${n.label}»`);
    // A shape hit is an unknown credential: its characters are never shown.
    for (const shape of SHAPES) out = out.replace(new RegExp(shape.pattern.source, 'g'), `«${shape.label}»`);
    // A middle or an end of a secret was found: the rest of it sits right next to the placeholder.
    return out.replace(/[^\s«»]*(«[^»]*»)[^\s«»]*/g, '$1');
  }

  bytesByFace(): Record<string, number> {
    return Object.fromEntries(this.#bytes);
  }

  runsByFace(): Record<string, number> {
    return Object.fromEntries(this.#runs);
  }
}

/** One line per finding, for a failure message: face, stream, what, where (masked). */
export function describeFindings(findings: readonly Finding[]): string[] {
  return findings.map((f) => `${f.face} / ${f.stream}: ${f.label}: ${f.excerpt}`);
}
