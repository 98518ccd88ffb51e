// Mantine's Modal in a module of its own, for ModalOnDemand to load when a dialog first opens.
export { Modal as default } from '@mantine/core';
