import { useApi, type ApiTest } from './api';

/** The gateway's service key the metering tests run with (METERING_SERVICE_KEY). */
export const SERVICE_KEY = 'k'.repeat(40);

/** The test app with the metering call on (`useApi` with METERING_SERVICE_KEY). */
export const useMeteringApi = (): ApiTest => useApi({ METERING_SERVICE_KEY: SERVICE_KEY });

/** A usage the gateway reports (POST /api/gateway/usage) with the service key, or `key` (null: none). */
export const meterUsage = (t: ApiTest, body: object, key: string | null = SERVICE_KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gateway/usage',
    headers: key === null ? {} : { 'x-service-key': key },
    payload: body,
  });
