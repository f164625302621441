// Guests arriving together for a page nobody has cached yet (a write just moved the generation, or a cold start):
// the first builds it, the others wait for it instead of building the same page in parallel.

interface Flight {
  landed: Promise<void>;
  land(): void;
}

export class SingleFlight {
  private readonly flights = new Map<string, Flight>();

  constructor(private readonly maxWaitMs = 5_000) {}

  /**
   * True when another request is already building this key (this one then waited for it, at most maxWaitMs);
   * false when this request goes first and must call land(key) when its answer is out.
   */
  async joined(key: string): Promise<boolean> {
    const flight = this.flights.get(key);
    if (!flight) {
      let land = () => {};
      const landed = new Promise<void>((resolve) => {
        land = resolve;
      });
      this.flights.set(key, { landed, land });
      return false;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.maxWaitMs);
      timer.unref();
    });
    await Promise.race([flight.landed, timeout]);
    clearTimeout(timer);
    return true;
  }

  land(key: string): void {
    const flight = this.flights.get(key);
    if (!flight) return;
    this.flights.delete(key);
    flight.land();
  }
}
