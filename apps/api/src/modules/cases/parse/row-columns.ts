/**
 * Append-only columns for the rows of one line list, stored in fixed-size chunks. One growing JavaScript array
 * per column is copied each time it outgrows its storage, and the outgrown copies (about twice the column's
 * final size) stay in the heap until a full collection: on a 150,000-row file that garbage, not the rows, drove
 * the server's peak memory. A typed array per chunk also stores a number in 1-8 bytes instead of a pointer to
 * a boxed value, and columns of few distinct values (dates, sex, classification, extra columns) keep each value
 * once with a number per row.
 */

const CHUNK = 16_384;

type NumberArray = Uint8Array | Uint16Array | Uint32Array | Float64Array;

export class NumberColumn {
  private readonly chunks: NumberArray[] = [];
  length = 0;

  constructor(private readonly allocate: (size: number) => NumberArray) {}

  push(value: number): void {
    const offset = this.length % CHUNK;
    if (offset === 0) this.chunks.push(this.allocate(CHUNK));
    this.chunks[this.chunks.length - 1]![offset] = value;
    this.length++;
  }

  at(index: number): number {
    return this.chunks[Math.floor(index / CHUNK)]![index % CHUNK]!;
  }

  clear(): void {
    this.chunks.length = 0;
    this.length = 0;
  }
}

export class StringColumn {
  private readonly chunks: string[][] = [];
  length = 0;

  push(value: string): void {
    const offset = this.length % CHUNK;
    if (offset === 0) this.chunks.push(new Array<string>(CHUNK));
    this.chunks[this.chunks.length - 1]![offset] = value;
    this.length++;
  }

  at(index: number): string {
    return this.chunks[Math.floor(index / CHUNK)]![index % CHUNK]!;
  }

  clear(): void {
    this.chunks.length = 0;
    this.length = 0;
  }
}

/** Values that repeat (null allowed): each distinct value once, its number per row. */
export class CodedColumn {
  private readonly codes = new NumberColumn((size) => new Uint32Array(size));
  private readonly values: (string | null)[] = [null];
  private readonly codeOf = new Map<string, number>();

  get length(): number {
    return this.codes.length;
  }

  push(value: string | null): void {
    if (value === null) {
      this.codes.push(0);
      return;
    }
    let code = this.codeOf.get(value);
    if (code === undefined) {
      code = this.values.push(value) - 1;
      this.codeOf.set(value, code);
    }
    this.codes.push(code);
  }

  at(index: number): string | null {
    return this.values[this.codes.at(index)]!;
  }

  /** Forgets the rows, keeps the distinct values (the next rows of the same file repeat them). */
  clear(): void {
    this.codes.clear();
  }
}
