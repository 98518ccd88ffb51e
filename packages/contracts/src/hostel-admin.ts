// Contracts of the hostel area's admin routes (issue 16): filled next.
export {};
