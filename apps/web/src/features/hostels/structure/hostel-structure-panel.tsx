import { useState } from 'react';
import { HostelRooms } from './hostel-rooms.tsx';
import { HostelsList } from './hostels-list.tsx';

/** Hostels, then one hostel's blocks, rooms and bed spaces: the hostel admin's reference data. */
export function HostelStructurePanel() {
  const [hostelId, setHostelId] = useState<string | null>(null);
  return hostelId ? (
    <HostelRooms hostelId={hostelId} onBack={() => setHostelId(null)} />
  ) : (
    <HostelsList onOpen={(hostel) => setHostelId(hostel.id)} />
  );
}
