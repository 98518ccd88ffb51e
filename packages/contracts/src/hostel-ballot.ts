// Contracts of the hostel area's ballot routes (issue 16): filled next.
export {};
