/**
 * Errors the event store raises. Each carries an HTTP status and a stable code so the API's single
 * error middleware can answer `{msg, code}` without knowing where the error came from.
 */
export class EventStoreError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The stream was not at the revision the writer expected: someone else wrote first. */
export class WrongExpectedRevisionError extends EventStoreError {
  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: bigint | null,
  ) {
    super(
      `Stream ${streamId} was expected at ${expected} but is at ${actual === null ? 'no stream' : `revision ${actual}`}`,
      409,
      'wrong_expected_revision',
    );
  }
}

/** An event id was reused for a different event: a client bug, never a retry. */
export class DuplicateEventIdError extends EventStoreError {
  constructor(readonly eventId: string) {
    super(`Event id ${eventId} was already used for a different event`, 409, 'duplicate_event_id');
  }
}

/** The event's type is not in the catalogue or its payload or metadata does not match the schema. */
export class InvalidEventError extends EventStoreError {
  constructor(
    message: string,
    readonly issues: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message, 400, 'invalid_event');
  }
}
