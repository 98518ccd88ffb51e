import { INTERNAL_ERROR_MESSAGE, OPERATION_TIMEOUT_MESSAGE } from './client-messages.ts';

/**
 * The error catalogue: every error the API can answer with, its HTTP status and the exact
 * user-facing message. Messages quoted from spec section 8 are binding word for word.
 */
export const errorCatalogue = {
  // Spec section 8, sign-in and accounts.
  use_email_to_login: {
    status: 400,
    message:
      'Please use your email address to login. If you forgot your email, contact an administrator.',
  },
  incorrect_password: {
    status: 401,
    message: 'Incorrect password. Please try again or contact an administrator.',
  },
  user_profile_not_found: { status: 401, message: 'User profile not found.' },
  no_pending_account_setup: {
    status: 400,
    message: 'No pending account setup found. Please start the login process again.',
  },
  user_not_found: { status: 404, message: 'User not found. Please contact an administrator.' },
  login_required_to_create_users: {
    status: 401,
    message: 'You must be logged in to create users.',
  },
  not_authenticated: { status: 401, message: 'User not authenticated.' },
  // Reports: the officers' homes and their weekly summary.
  weekly_summary_unavailable: {
    status: 409,
    message: 'This role has no home figures to send by e-mail.',
  },
  // Sign-in and accounts, beyond the spec's own messages.
  account_suspended: {
    status: 403,
    message: 'This account is suspended. Please contact an administrator.',
  },
  too_many_sign_in_attempts: {
    status: 429,
    message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  },
  email_taken: {
    status: 409,
    message: 'This e-mail address is already used by another account at this school.',
  },
  invalid_token: {
    status: 400,
    message: 'This link is invalid or has expired. Please ask for a new one.',
  },
  role_not_held: { status: 403, message: 'You do not hold the role you are acting as.' },
  role_required: {
    status: 403,
    message: 'Choose the role you are working in before doing this.',
  },
  cross_origin_request: {
    status: 403,
    message: 'This request came from another site and was refused.',
  },
  setup_not_allowed: {
    status: 403,
    message:
      'A platform administrator already exists. Ask them to add you, or use the setup token.',
  },
  school_not_found: { status: 404, message: 'School not found.' },
  role_not_grantable: { status: 403, message: 'You may not give this role.' },
  school_required: {
    status: 400,
    message: 'Choose the school this user belongs to.',
  },
  own_admin_role: {
    status: 409,
    message: 'You cannot remove your own administrator role. Ask another administrator.',
  },
  own_money_role: {
    status: 403,
    message:
      'You cannot give yourself a role that handles money (head of school, accountant or bursar). Ask another administrator.',
  },
  own_account_status: { status: 409, message: 'You cannot suspend your own account.' },
  invitation_not_needed: {
    status: 409,
    message: 'This user has already set a password; no invitation is needed.',
  },
  school_code_taken: { status: 409, message: 'Another school already uses this code.' },
  in_use: {
    status: 409,
    message: 'This record is in use and cannot be deleted. Archive it instead.',
  },
  reference_not_found: { status: 400, message: 'A record this refers to does not exist.' },
  no_current_session: {
    status: 409,
    message: 'There is no current session. The head of school marks one under Sessions.',
  },
  password_incorrect: { status: 400, message: 'Your current password is not correct.' },
  // Spec section 8, payments.
  payment_configuration_error: {
    status: 503,
    message: 'Payment configuration error. Please contact support.',
  },
  invalid_payment_amount: { status: 400, message: 'Invalid payment amount.' },
  invalid_email: { status: 400, message: 'Invalid email.' },
  payment_email_required: { status: 400, message: 'User email is required for payment.' },
  missing_payment_fields: {
    status: 400,
    message: 'Missing required payment fields: schoolId, programmeId, or feeId.',
  },
  missing_student_id: { status: 400, message: 'Missing required field: studentId.' },
  enrollment_not_found: { status: 404, message: 'Enrollment record not found.' },
  operation_timeout: { status: 504, message: OPERATION_TIMEOUT_MESSAGE },
  failed_to_load_payment: { status: 502, message: 'Failed to load payment.' },
  failed_to_create_payment: { status: 502, message: 'Failed to create payment.' },
  failed_to_update_payment: { status: 502, message: 'Failed to update payment.' },
  failed_to_check_payment: { status: 502, message: 'Failed to check payment.' },
  failed_to_process_payment: { status: 502, message: 'Failed to process payment.' },
  // Payments, beyond the spec's own messages.
  payment_not_found: { status: 404, message: 'Payment not found.' },
  receipt_not_found: {
    status: 404,
    message:
      'No receipt was issued with this reference. Check the reference printed on the receipt; the school’s accounts office can confirm any payment.',
  },
  // Officer homes: admin, accountant, bursar, exam and admission officers.
  // The course form (issue 14) and its public check, as the receipt's.
  course_form_not_approved: {
    status: 409,
    message:
      'Your course form is available once your head of department approves your registration.',
  },
  course_form_not_found: { status: 404, message: 'No approved course form has this code.' },
  fee_not_found: {
    status: 404,
    message: 'This fee is not in your schedule for the current session.',
  },
  fee_already_paid: { status: 409, message: 'This fee is already paid.' },
  installment_already_paid: { status: 409, message: 'This instalment is already paid.' },
  installments_not_allowed: {
    status: 400,
    message: 'This fee cannot be paid in instalments. Pay it in full.',
  },
  installment_out_of_range: { status: 400, message: 'This fee has no such instalment.' },
  fee_has_payments: {
    status: 409,
    message:
      'This fee already has payments, so its amount, instalments, type, programme, level and session stay as they were paid. Archive it and create a new fee instead.',
  },
  // Course registration (docs/domain.md, "Course registration and results").
  registration_not_enrolled: {
    status: 403,
    message:
      'Course registration is for enrolled students. Accept your admission offer and get your matric number first.',
  },
  registration_closed: {
    status: 409,
    message: 'Course registration is not open for your programme and level now.',
  },
  registration_passport_missing: {
    status: 403,
    message: 'Upload your passport photo before registering your courses.',
  },
  registration_fees_unpaid: {
    status: 403,
    message: 'Pay the fees required for registration before registering your courses.',
  },
  registration_course_not_offered: {
    status: 400,
    message: 'One of the chosen courses is not offered to you this semester.',
  },
  registration_prerequisite_missing: {
    status: 400,
    message: 'One of the chosen courses needs a course you have not passed yet.',
  },
  registration_waitlist_not_full: {
    status: 409,
    message:
      'This course still has free seats: add it to your registration instead of joining its waiting list.',
  },
  registration_waitlist_already_chosen: {
    status: 409,
    message: 'This course is already in your registration: you have a seat in it.',
  },
  registration_compulsory_missing: {
    status: 400,
    message: 'Include every compulsory course of your level before submitting.',
  },
  registration_units_below_minimum: {
    status: 400,
    message: 'Your courses add up to fewer units than your programme requires.',
  },
  registration_units_above_maximum: {
    status: 409,
    message: 'Your courses add up to more units than your programme allows.',
  },
  registration_course_full: {
    status: 409,
    message: 'This course is full: every seat is taken. Choose another course.',
  },
  registration_not_returnable: {
    status: 409,
    message: 'Only a submitted or approved registration can be returned to the student.',
  },
  hostel_ballot_no_rules: {
    status: 409,
    message: 'Set the hostel rules of the current session before running a ballot.',
  },
  hostel_ballot_not_ballot_mode: {
    status: 409,
    message: 'This session allocates beds first come, first served: there is no ballot to draw.',
  },
  hostel_ballot_window_open: {
    status: 409,
    message:
      'Applications are still open, or have no closing time: the draw runs once the application window has closed.',
  },
  hostel_ballot_already_drawn: {
    status: 409,
    message: 'The ballot of this session has already been drawn; a draw cannot be run twice.',
  },
  hostel_ballot_not_drawn: {
    status: 409,
    message: 'The ballot of this session has not been drawn yet.',
  },
  results_sheet_locked: {
    status: 409,
    message: 'This score sheet is no longer a draft: its scores cannot be changed here.',
  },
  results_sheet_wrong_state: {
    status: 409,
    message: 'This score sheet is not at the step this action belongs to.',
  },
  results_score_invalid: {
    status: 400,
    message: 'Some scores are not valid: see the marked fields.',
  },
  results_student_not_on_sheet: {
    status: 400,
    message: 'A line names a student who is not on this course sheet.',
  },
  results_no_sheet: {
    status: 404,
    message: 'This course has no score sheet this semester: no student is registered for it yet.',
  },
  results_not_published: {
    status: 404,
    message: 'You have no published results for this semester.',
  },
  result_document_not_found: {
    status: 404,
    message: 'No statement of result or transcript has this code.',
  },
  results_nothing_to_publish: {
    status: 409,
    message:
      'No score sheet of this department is approved by the head of department for this semester: there is nothing to publish yet.',
  },
  results_no_semester: {
    status: 404,
    message: 'This semester was not found, or no score sheet has been opened in it yet.',
  },
  results_amendment_not_published: {
    status: 409,
    message:
      'Only a published result can be corrected by an amendment; change a draft on its sheet.',
  },
  results_amendment_open: {
    status: 409,
    message: 'A correction of this student’s score on this sheet is already waiting for approval.',
  },
  results_amendment_wrong_state: {
    status: 409,
    message: 'This correction is not at the step this action belongs to.',
  },
  results_amendment_unchanged: {
    status: 400,
    message: 'The corrected line is the same as the published one.',
  },
  hostel_no_current_session: {
    status: 404,
    message: 'The school has no current session: mark one in the academic calendar first.',
  },
  hostel_mode_locked: {
    status: 409,
    message:
      'Students have already applied this session, so the allocation mode can no longer change.',
  },
  hostel_price_in_use: {
    status: 409,
    message:
      'A student holds or occupies a bed at a price you removed: keep that price until they have left.',
  },
  hostel_bed_not_found: { status: 404, message: 'Bed space not found.' },
  hostel_admin_application_not_found: { status: 404, message: 'Hostel application not found.' },
  hostel_application_wrong_state: {
    status: 409,
    message: 'This application is not at a step where this can be done.',
  },
  hostel_student_not_found: {
    status: 404,
    message: 'No enrolled student of your school has this matric number.',
  },
  hostel_student_has_place: {
    status: 409,
    message:
      'This student already has an application, a hold or a bed this session: work from that application.',
  },
  hostel_student_gender_missing: {
    status: 409,
    message: 'The student’s profile does not say their gender, which hostel allocation needs.',
  },
  hostel_not_enrolled: {
    status: 403,
    message: 'Only an enrolled student can apply for a bed space.',
  },
  hostel_closed: {
    status: 409,
    message: 'Hostel applications are not open for this session.',
  },
  hostel_gender_missing: {
    status: 409,
    message:
      'Your profile does not say your gender, which hostel allocation needs. Ask the admissions office to add it.',
  },
  hostel_fees_unpaid: {
    status: 409,
    message: 'Pay your school fees for this session before applying for a bed space.',
  },
  hostel_already_applied: {
    status: 409,
    message: 'You already have a bed space, a hold or an application for this session.',
  },
  hostel_full: {
    status: 409,
    message: 'Every bed space in the hostels open to you is taken.',
  },
  hostel_quota_reached: {
    status: 409,
    message: 'The bed spaces set aside for students of your level are all taken.',
  },
  hostel_not_found: { status: 404, message: 'Hostel not found.' },
  hostel_wrong_gender: {
    status: 409,
    message: 'This hostel is not open to students of your gender.',
  },
  hostel_hold_required: {
    status: 409,
    message: 'Only a student holding a bed space can pay the hostel fee: apply for a bed first.',
  },
  hostel_hold_expired: {
    status: 409,
    message: 'Your hold on this bed space has expired: apply again.',
  },
  hostel_application_not_found: {
    status: 404,
    message: 'You have no hostel application for this session.',
  },
  allocation_slip_not_found: { status: 404, message: 'No allocation slip has this code.' },
  hostel_bed_taken: {
    status: 409,
    message: 'This bed space is already held or occupied.',
  },
  hostel_bed_unavailable: {
    status: 409,
    message: 'This bed space is reserved or out of order.',
  },
  hostel_beds_in_use: {
    status: 409,
    message:
      'A student holds or occupies one of these bed spaces: move or vacate them first, or leave the bed space as it is.',
  },
  hostel_beds_have_history: {
    status: 409,
    message:
      'Students have lived in these bed spaces: they stay on record. Mark them out of order instead.',
  },
  hostel_room_numbers_taken: {
    status: 409,
    message: 'Some of these room numbers already exist in this block.',
  },
  transport_capacity_below_sold: {
    status: 409,
    message:
      'This leaves the route fewer seats than it has sold this session: choose a vehicle with more seats.',
  },
  // Transport: vehicles and their documents.
  transport_vehicle_not_found: { status: 404, message: 'Vehicle not found.' },
  transport_vehicle_on_trips: {
    status: 409,
    message:
      'This vehicle runs route trips: assign other vehicles to its trips before retiring or archiving it.',
  },
  transport_vehicle_document_not_found: {
    status: 404,
    message: 'This vehicle has no document of this kind.',
  },
  // Transport: routes, stops, trips, fares and settings.
  transport_vehicle_retired: {
    status: 409,
    message: 'This vehicle is retired (or archived) and takes no trips: choose another vehicle.',
  },
  transport_trip_vehicle_not_found: { status: 404, message: 'This vehicle was not found.' },
  transport_trip_not_found: { status: 404, message: 'This trip was not found.' },
  transport_stop_in_use: {
    status: 409,
    message:
      'Students subscribed this session board at this stop: it stays on the route until they have gone.',
  },
  transport_stop_has_history: {
    status: 409,
    message: 'Past subscriptions name this stop, so it stays on the route. Rename it instead.',
  },
  // Transport: the admin's home and manifests.
  // Transport: subscriptions and passes.
  transport_no_current_session: {
    status: 409,
    message: 'The school has no current academic session: set one before transport can be used.',
  },
  transport_route_not_found: { status: 404, message: 'Route not found.' },
  transport_stop_not_found: { status: 404, message: 'This stop is not on the route.' },
  transport_not_enrolled: {
    status: 409,
    message: 'Only an enrolled student can subscribe to school transport.',
  },
  transport_closed: {
    status: 409,
    message: 'Transport subscriptions are not open at the moment.',
  },
  transport_route_not_offered: {
    status: 409,
    message: 'This route has no fare for the current session yet.',
  },
  transport_route_full: {
    status: 409,
    message: 'Every seat on this route is taken for the session.',
  },
  transport_already_subscribed: {
    status: 409,
    message: 'You already have a transport subscription for this session.',
  },
  transport_subscription_not_found: {
    status: 404,
    message: 'You have no transport subscription for this session.',
  },
  transport_subscription_required: {
    status: 409,
    message: 'Only a subscriber to this route can pay its transport fee: subscribe first.',
  },
  transport_subscription_lapsed: {
    status: 409,
    message: 'Your seat was kept for payment and the time has run out: subscribe again.',
  },
  transport_cancel_window_closed: {
    status: 409,
    message: 'The time in which this subscription could be cancelled has passed.',
  },
  transport_pass_unpaid: {
    status: 409,
    message: 'Pay the transport fee first: the pass is given once it is paid.',
  },
  transport_pass_not_found: { status: 404, message: 'No transport pass has this code.' },
  // Messaging: the e-mail sender (HOS) and opting out.
  messaging_group_not_found: {
    status: 404,
    message: 'This faculty, department or programme is not one of your school’s.',
  },
  messaging_campaign_not_found: { status: 404, message: 'Message not found.' },
  messaging_no_recipients: {
    status: 409,
    message: 'Nobody in this group has an e-mail address to write to.',
  },
  messaging_unsubscribe_link_invalid: {
    status: 400,
    message:
      'This link is not valid. Open the link at the foot of a recent message from the school.',
  },
  messaging_recipient_not_in_audience: {
    status: 404,
    message: 'This person is not among the message’s recipients.',
  },
  installment_out_of_order: {
    status: 409,
    message: 'Instalments are paid in order: pay the earlier instalment first.',
  },
  payment_amount_mismatch: {
    status: 409,
    message:
      'The amount paid does not match the amount due. The payment was not accepted; the accounts office will review it.',
  },
  payment_declined: { status: 402, message: 'The payment was declined. No money was taken.' },
  payment_not_finished: {
    status: 409,
    message:
      'The payment has not been completed yet. If you were charged, it will be confirmed shortly.',
  },
  webhook_signature_invalid: { status: 401, message: 'The webhook signature is not valid.' },
  sandbox_unavailable: { status: 404, message: 'The sandbox gateway is not in use here.' },
  transfer_already_reviewed: { status: 409, message: 'This transfer has already been reviewed.' },
  not_a_transfer: { status: 409, message: 'Only bank transfers are confirmed by hand.' },
  not_a_card_payment: { status: 409, message: 'Only card payments are checked with the gateway.' },
  transfer_already_submitted: {
    status: 409,
    message: 'A transfer for this fee is already waiting for the accounts office.',
  },
  // Spec section 8, storage errors mapped from the backend status.
  storage_unauthenticated: { status: 401, message: 'User not authenticated.' },
  storage_quota_exceeded: { status: 402, message: 'Storage quota exceeded.' },
  storage_unauthorized: { status: 403, message: 'You do not have permission to access this file.' },
  storage_object_not_found: { status: 404, message: 'File not found.' },
  // Exports of officer lists (issue 18).
  export_not_found: { status: 404, message: 'This export was not found.' },
  export_not_ready: {
    status: 409,
    message: 'This export is not ready yet, or it has expired. Export the list again.',
  },
  // Admissions.
  application_not_found: { status: 404, message: 'Application not found.' },
  application_locked: {
    status: 409,
    message: 'This application has been submitted and can no longer be changed.',
  },
  application_incomplete: {
    status: 409,
    message: 'The application is not complete yet.',
  },
  application_fee_unpaid: {
    status: 402,
    message: 'Pay the application fee before submitting.',
  },
  admission_not_open: {
    status: 409,
    message: 'This programme is not open for application.',
  },
  admission_stage: { status: 409, message: 'This cannot be done at the current stage.' },
  acceptance_fee_unpaid: {
    status: 402,
    message: 'Pay the acceptance fee before accepting the offer.',
  },
  exam_not_found: { status: 404, message: 'Entrance exam not found.' },
  // Exports of officer lists (CSV, XLSX, large ones as jobs).
  // Transport-level errors of the HTTP API.
  validation_failed: { status: 400, message: 'Some fields are missing or invalid.' },
  malformed_json: { status: 400, message: 'The request body is not valid JSON.' },
  empty_json_body: {
    status: 400,
    message: 'The request says it carries JSON but its body is empty.',
  },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: {
    status: 415,
    message: 'This content type is not accepted here. Send application/json.',
  },
  route_not_found: { status: 404, message: 'There is no such API endpoint.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  forbidden: { status: 403, message: 'You do not have permission to do this.' },
  not_found: { status: 404, message: 'The record was not found.' },
  conflict: { status: 409, message: 'This conflicts with an existing record.' },
  too_many_requests: { status: 429, message: 'Too many requests. Please wait and try again.' },
  waiting_room_turn: {
    status: 429,
    message:
      'Others are waiting for this page. Take your place in the queue: the page lets you in when your turn comes.',
  },
  server_busy: {
    status: 429,
    message: 'The portal is very busy right now. Please try again in a few seconds.',
  },
  database_unavailable: {
    status: 503,
    message: 'The database is not answering. Please try again shortly.',
  },
  internal: { status: 500, message: INTERNAL_ERROR_MESSAGE },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function errorMessage(code: ErrorCode): string {
  return errorCatalogue[code].message;
}
