export const CLIENT_ERROR_REPORT_PATH = '/api/v1/system/client-errors';
