import type { NoticePhrase } from './en.js';

/** The notices of success in Tamil. */
export const taNotices: Readonly<Record<NoticePhrase, string>> = {
  'Birth Time is reset successfully.': 'பிறந்த நேரம் வெற்றிகரமாக மீட்டமைக்கப்பட்டது.',
  'Birth Time is updated successfully.': 'பிறந்த நேரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது.',
  'Client details are added successfully.': 'ஜாதகர் விவரங்கள் வெற்றிகரமாகச் சேர்க்கப்பட்டன.',
  'Client details are deleted successfully.': 'ஜாதகர் விவரங்கள் வெற்றிகரமாக நீக்கப்பட்டன.',
  'Client details are updated successfully.': 'ஜாதகர் விவரங்கள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன.',
  'Comment is updated successfully.': 'குறிப்பு வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது.',
  'Destiny values updated successfully.': 'விதி மதிப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன.',
  'Horary question is saved successfully': 'கேள்வி வெற்றிகரமாகச் சேமிக்கப்பட்டது',
  'Life event is added successfully': 'வாழ்க்கை நிகழ்வு வெற்றிகரமாகச் சேர்க்கப்பட்டது',
  'Life event is deleted successfully': 'வாழ்க்கை நிகழ்வு வெற்றிகரமாக நீக்கப்பட்டது',
  'Life event is updated successfully': 'வாழ்க்கை நிகழ்வு வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது',
  'Option is calculated successfully': 'விருப்பம் வெற்றிகரமாகக் கணக்கிடப்பட்டது',
  'Password is reset successfully.': 'கடவுச்சொல் வெற்றிகரமாக மீட்டமைக்கப்பட்டது.',
  'Pin is changed successfully.': 'பின் வெற்றிகரமாக மாற்றப்பட்டது.',
  'Planet values updated successfully.': 'கிரக மதிப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன.',
  'Prosperity values updated successfully.': 'வள மதிப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன.',
  'Settings are updated successfully': 'அமைப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன',
  'Your astrologer account is created successfully.': 'உங்கள் ஜோதிடர் கணக்கு வெற்றிகரமாக உருவாக்கப்பட்டது.',
  'Your email and mobile details updated successfully.':
    'உங்கள் மின்னஞ்சல் மற்றும் கைபேசி விவரங்கள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன.',
  'Your password is changed successfully.': 'உங்கள் கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது.',
  'Your personal details are updated successfully.': 'உங்கள் தனிப்பட்ட விவரங்கள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன.',
  'Your pin is changed successfully': 'உங்கள் பின் வெற்றிகரமாக மாற்றப்பட்டது',
};
