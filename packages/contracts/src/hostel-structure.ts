// Contracts of the hostel area's structure routes (issue 16): filled next.
export {};
