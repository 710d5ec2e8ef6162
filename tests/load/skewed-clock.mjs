// Loaded with `node --import` into one app instance of the load test: its clock runs CLOCK_SKEW_MS ahead (or
// behind), as on a host whose time drifted. Only `Date` moves; timers and the database's clock do not.
const offset = Number(process.env.CLOCK_SKEW_MS ?? 0);
const RealDate = Date;

class SkewedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = SkewedDate;
