import { ToastContainer } from 'react-toastify';

/** The global toast area (spec sections 2 and 9): top right, 3000 ms, at most 20 at once. */
export default function CampusflowToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      draggable
      draggablePercent={60}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      limit={20}
      newestOnTop
      theme="colored"
    />
  );
}
