# Dynamic controls: explicit waits for an element to go stale and for a field to become enabled.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

CHECKBOX = (By.XPATH, "//label[normalize-space()='Subscribe']/preceding-sibling::input")
REMOVE = (By.XPATH, "//button[normalize-space()='Remove']")
ENABLE = (By.XPATH, "//button[normalize-space()='Enable']")
TEXT_FIELD = (By.XPATH, "//input[@id=//label[normalize-space()='Text field']/@for]")


def message_in(section_heading):
    section = f"//section[.//h2[normalize-space()='{section_heading}']]"
    return (By.XPATH, f"{section}//*[@role='status']")


def test_a_removed_checkbox_goes_and_an_enabled_field_takes_text(driver, base_url):
    driver.get(f"{base_url}/dynamicControls")
    wait = WebDriverWait(driver, 10)

    checkbox = wait.until(EC.presence_of_element_located(CHECKBOX))
    driver.find_element(*REMOVE).click()
    gone = EC.text_to_be_present_in_element(message_in("Remove or add"), "The checkbox is gone.")
    wait.until(gone)
    # The old element reference goes stale once the checkbox leaves the DOM.
    assert wait.until(EC.staleness_of(checkbox))
    assert driver.find_elements(*CHECKBOX) == []

    field = driver.find_element(*TEXT_FIELD)
    assert not field.is_enabled()
    driver.find_element(*ENABLE).click()
    wait.until(lambda d: field.is_enabled())
    field.send_keys("Hello after the wait")
    assert field.get_attribute("value") == "Hello after the wait"
    assert driver.find_element(*message_in("Enable or disable")).text == "The field is enabled."
