# Opacity Validation: Selenium treats opacity 0 as not displayed; read opacity with value_of_css_property.
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

OPACITIES = {"100": "1", "50": "0.5", "10": "0.1", "01": "0.01", "0": "0"}


def test_each_card_has_its_opacity_and_selenium_hides_only_the_transparent_one(driver, base_url):
    driver.get(f"{base_url}/opacityValidation")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.presence_of_element_located((By.ID, "opacity-0-card")))
    for key, opacity in OPACITIES.items():
        card = driver.find_element(By.ID, f"opacity-{key}-card")
        assert card.value_of_css_property("opacity") == opacity
        # Selenium's displayedness check says no only for opacity 0.
        assert card.is_displayed() == (opacity != "0")


def test_the_transparent_button_works_by_keyboard(driver, base_url):
    driver.get(f"{base_url}/opacityValidation")
    wait = WebDriverWait(driver, 5)
    button = wait.until(EC.presence_of_element_located((By.ID, "opacity-0-button")))
    # A key press needs no visibility: focus the button and press Enter.
    button.send_keys(Keys.ENTER)
    wait.until(
        EC.text_to_be_present_in_element(
            (By.CSS_SELECTOR, "[role='status']"), "✓ You clicked the Opacity 0 button!"
        )
    )
