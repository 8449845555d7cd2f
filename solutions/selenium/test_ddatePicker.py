# Date picker: pick dates through the calendar's dropdowns with Select, and type one with the keys.
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

FIELD = (By.XPATH, "//input[@id=//label[.='Select Date']/@for]")
CALENDAR = (By.CSS_SELECTOR, "[role='dialog'][aria-label='Choose Date']")
ERROR = (By.XPATH, "//div[@role='alert' and .='Date input not valid.']")


def open_calendar(driver):
    WebDriverWait(driver, 5).until(EC.element_to_be_clickable(FIELD)).click()
    return WebDriverWait(driver, 5).until(EC.visibility_of_element_located(CALENDAR))


def test_picks_a_date_with_the_month_and_year_dropdowns(driver, base_url):
    driver.get(f"{base_url}/ddatePicker")
    calendar = open_calendar(driver)
    # The calendar opens on today, which changes: go to June of next year.
    month = Select(calendar.find_element(By.CSS_SELECTOR, "select[aria-label='Month']"))
    year = Select(calendar.find_element(By.CSS_SELECTOR, "select[aria-label='Year']"))
    next_year = int(year.first_selected_option.text) + 1
    month.select_by_visible_text("June")
    year.select_by_visible_text(str(next_year))
    # Each day's aria-label reads like "Choose Friday, June 20th, 2025".
    day = (By.CSS_SELECTOR, f"[role='gridcell'][aria-label*='June 20th, {next_year}']")
    WebDriverWait(driver, 5).until(EC.element_to_be_clickable(day)).click()

    WebDriverWait(driver, 5).until(EC.invisibility_of_element_located(CALENDAR))
    assert driver.find_element(*FIELD).get_attribute("value") == f"06/20/{next_year}"


def type_date(driver, text):
    field = WebDriverWait(driver, 5).until(EC.element_to_be_clickable(FIELD))
    # Select the current text and type over it; Enter confirms.
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(text, Keys.ENTER)
    return field


def test_takes_a_typed_date_and_rejects_one_that_does_not_exist(driver, base_url):
    driver.get(f"{base_url}/ddatePicker")
    wait = WebDriverWait(driver, 5)
    type_date(driver, "02/30/2024")
    wait.until(EC.visibility_of_element_located(ERROR))

    field = type_date(driver, "07/04/2024")
    wait.until(EC.invisibility_of_element_located(ERROR))
    assert field.get_attribute("value") == "07/04/2024"
