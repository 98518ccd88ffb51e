// Filled by its helper.
export {};
