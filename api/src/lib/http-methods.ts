/** The methods that change something: what rate limits count and a locked instance refuses. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
